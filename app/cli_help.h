#pragma once

#include <iosfwd>
#include <string>

namespace rightsize::app {

// `rightsize help TOPIC` for a part of the scenario format: the fields whose path holds TOPIC as
// one of its names ("serving", "compute", "spot"), or every field ("fields"), each with its words,
// kind, unit, allowed values, default and when it applies; the same table the format document
// and the editor use. False when no field matches (the caller lists the topics).
bool printFormatTopic(const std::string& topic, std::ostream& out);

// The topics printFormatTopic answers: "fields" and the names of the table's sections.
std::string formatTopics();

} // namespace rightsize::app

#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rightsize::app {

// `rightsize model show CONFIG.json [--format json|table]`: the shape a Hugging Face config
// describes, its total and active parameters, KV cache bytes per token and weight bytes by
// precision. args excludes "model".
int runModelCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsize::app

#pragma once

#include "ui/wording/csv_field.h"
#include "ui/workshop/quiz.h"

#include <QList>
#include <QString>

namespace rightsize::ui::workshop {

// One line of a learner's results: a quiz question or an exercise.
struct ResultRow {
    QString section; // "quiz" or "exercise"
    QString itemId;
    QString question;
    QString given;   // the learner's answer as shown to them; empty when not answered
    QString correct; // the right answer (the planner's, for exercises)
    bool answered = false;
    bool right = false;
    QString reason; // exercises: the learner's one-line reason
};

struct ResultsSummary {
    QString learner;
    QList<ResultRow> rows;

    int right() const;
    int total() const { return int(rows.size()); }
};

ResultsSummary quizResults(const QuizSession& session);

// One CSV field (ui/wording/csv_field.h); text typed by learners is user text.
using rightsize::ui::csvField;

// Header, one row per item and a closing total row; lines end in CRLF as RFC 4180 asks.
QString resultsToCsv(const ResultsSummary& results);
bool exportResultsCsv(const ResultsSummary& results, const QString& path, QString* error = nullptr);

} // namespace rightsize::ui::workshop

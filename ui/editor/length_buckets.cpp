#include "ui/editor/length_buckets.h"

#include "core/model/field_limits.h"

#include <QCoreApplication>
#include <QStringList>

namespace rightsize::ui {

namespace {

class Words {
    Q_DECLARE_TR_FUNCTIONS(LengthBuckets)
public:
    static QString pair(int n) { return tr("pair %1 is not tokens:weight (as in 512:3)").arg(n); }
    static QString tokens(int n) {
        return tr("pair %1: tokens must be from 1 to %2").arg(n).arg(limits::kTokens);
    }
    static QString weight(int n) { return tr("pair %1: the weight must be from 0 to 1e12").arg(n); }
    static QString noWeight() { return tr("at least one pair needs a weight above 0"); }
    static QString tooMany() { return tr("at most %1 pairs").arg(limits::kLengthBuckets); }
};

} // namespace

QString lengthBucketsText(const LengthBuckets& buckets) {
    QStringList pairs;
    for (const auto& [tokens, weight] : buckets)
        pairs << QStringLiteral("%1:%2").arg(tokens, 0, 'g', 10).arg(weight, 0, 'g', 10);
    return pairs.join(QStringLiteral(", "));
}

std::optional<LengthBuckets> parseLengthBuckets(const QString& text, QString& why) {
    LengthBuckets out;
    const QStringList pairs = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (pairs.size() > limits::kLengthBuckets) {
        why = Words::tooMany();
        return std::nullopt;
    }
    for (int i = 0; i < pairs.size(); ++i) {
        const QStringList parts = pairs[i].split(QLatin1Char(':'));
        bool tokensOk = false, weightOk = false;
        const double tokens = parts.size() == 2 ? parts[0].trimmed().toDouble(&tokensOk) : 0;
        const double weight = parts.size() == 2 ? parts[1].trimmed().toDouble(&weightOk) : 0;
        if (!tokensOk || !weightOk) {
            why = Words::pair(i + 1);
            return std::nullopt;
        }
        // The file's own rules (core/scenario/scenario_io.cpp).
        if (!(tokens >= limits::kLeastTokens && tokens <= limits::kTokensReal)) {
            why = Words::tokens(i + 1);
            return std::nullopt;
        }
        if (!(weight >= 0 && weight <= 1e12)) {
            why = Words::weight(i + 1);
            return std::nullopt;
        }
        out.emplace_back(tokens, weight);
    }
    double weights = 0;
    for (const auto& b : out)
        weights += b.second;
    if (!out.empty() && !(weights > 0)) {
        why = Words::noWeight();
        return std::nullopt;
    }
    return out;
}

} // namespace rightsize::ui

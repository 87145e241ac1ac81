#pragma once

#include "core/model/estimates.h"
#include "core/model/scenario.h"

#include <QWidget>
#include <memory>

class QTextBrowser;
class QUrl;

namespace rightsize::ui {

// The answer in words: the recommended option and why, its time with the range, its cost, the
// findings with their fixes and the runners-up. "Why this number?" beside time, memory and cost
// opens the terms behind that number with their units.
class RecommendationPanel : public QWidget {
    Q_OBJECT
public:
    enum class Explanation { None, Time, Memory, Cost };

    explicit RecommendationPanel(QWidget* parent = nullptr);

    void showPlan(const Plan& plan, const Scenario& scenario);
    // The same, sharing the plan (the window's document keeps it) instead of copying it.
    void showPlan(std::shared_ptr<const Plan> plan, const Scenario& scenario);
    // The same with the option selected in it, written once for both.
    void showPlan(std::shared_ptr<const Plan> plan, const Scenario& scenario, int selected);
    void setSelectedOption(int index);
    // Opens the terms behind a number of the option in focus (what the links do).
    void explain(Explanation what);
    Explanation explanation() const { return m_explanation; }

    // The texts shown, for tests and for copying.
    QString summaryText() const;
    QString explanationText() const;

signals:
    void optionActivated(int index);
    // The reader asked to see the recommended option in every way of buying it.
    void waysOfBuyingRequested();

private:
    void render();
    QString headlineHtml() const;
    QString numbersHtml(const OptionResult& option, bool serving) const;
    QString findingsHtml(const OptionResult& option) const;
    QString runnersUpHtml(bool serving) const;
    void renderExplanation();
    void onLink(const QUrl& url);
    const OptionResult* focusOption() const;

    QTextBrowser* m_summary;
    QTextBrowser* m_terms;
    // Sets the text of `browser` unless it already shows `html`: the same text is not laid out
    // again (a new plan with the same words, a selection that changes nothing shown).
    static void setHtmlIfChanged(QTextBrowser* browser, QString& shown, const QString& html);

    std::shared_ptr<const Plan> m_plan;
    Scenario m_scenario;
    QString m_summaryHtml;
    QString m_termsHtml;
    int m_selected = -1;
    Explanation m_explanation = Explanation::None;
};

} // namespace rightsize::ui

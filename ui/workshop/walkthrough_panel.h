#pragma once

#include "ui/workshop/workshop_host.h"

#include <QSet>
#include <QWidget>

class QBoxLayout;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace rightsize::ui::workshop {

// Steps a room through the five checklist steps on a live case: each step tells the host which
// fields and which chart answer it, and explains the rule and the mistake to avoid.
class WalkthroughPanel : public QWidget {
    Q_OBJECT
public:
    // `loadNow` false leaves the host's case alone until loadCase: the workshop window loads
    // the case of the page it shows, so opening it on the exercises loads no walkthrough case.
    explicit WalkthroughPanel(WorkshopHost* host, QWidget* parent = nullptr, bool loadNow = true);

    int step() const { return m_step; }
    const QSet<int>& visitedSteps() const { return m_visited; }
    QString stepText() const;
    QString caseId() const;

public slots:
    void setStep(int step);
    void next();
    void back();
    // Loads a catalog scenario preset as the live case; false if there is none with this id.
    bool loadCase(const QString& presetId);

signals:
    void stepChanged(int step);
    // The host now shows this preset as the live case.
    void caseLoaded(const QString& presetId);

public:
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kSideBySideWidth = 700;
    static constexpr int kNarrowestWidth = 320;
    QBoxLayout* m_body = nullptr;
    void render();

    WorkshopHost* m_host;
    QComboBox* m_case;
    QListWidget* m_steps;
    QLabel* m_title;
    QTextBrowser* m_text;
    QPushButton* m_back;
    QPushButton* m_next;
    QLabel* m_position;
    int m_step = -1;
    WorkloadKind m_kind = WorkloadKind::Training;
    QSet<int> m_visited;
};

} // namespace rightsize::ui::workshop

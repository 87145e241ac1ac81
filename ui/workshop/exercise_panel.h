#pragma once

#include "ui/workshop/exercise_set.h"
#include "ui/workshop/results_export.h"
#include "ui/workshop/workshop_host.h"

#include <QMap>
#include <QWidget>

class QBoxLayout;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;
class QVBoxLayout;

namespace rightsize::ui::workshop {

// "Answer first, then see what the planner says": the learner picks a choice and writes a
// one-line reason; only then are the planner's answer and its numbers revealed, and the case can
// be opened to play with.
class ExercisePanel : public QWidget {
    Q_OBJECT
public:
    explicit ExercisePanel(WorkshopHost* host, QWidget* parent = nullptr);

    void setExerciseSet(const ExerciseSet& set);
    const ExerciseSet& exerciseSet() const { return m_set; }
    int current() const { return m_current; }

    // What the buttons do, callable from tests.
    void selectExercise(int index);
    void chooseAnswer(int choice);
    void setReason(const QString& reason);
    bool canReveal() const;
    bool reveal(); // false when no answer was given yet or the case cannot be planned
    bool isRevealed() const { return m_revealed; }
    void loadCurrentCase(); // the "Load this case" button
    // Shows the selected exercise's case in the host, so the planner beside the exercise is
    // the one it asks about; false when none is selected or its scenario cannot be read.
    bool loadSelectedCase();
    // The id of the selected exercise, empty when none is.
    QString selectedId() const;
    const ExerciseGrade& lastGrade() const { return m_grade; }
    QString revealText() const;
    // Where the planner's answer and its numbers are shown.
    QWidget* revealArea() const;

    bool openFile(const QString& path, QString* error = nullptr);
    bool saveFile(const QString& path, QString* error = nullptr) const;

    QList<ResultRow> results() const;

signals:
    void answered(const QString& exerciseId, bool right);
    // Another exercise was selected (from the list or by selectExercise).
    void exerciseSelected(const QString& exerciseId);

public:
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kSideBySideWidth = 760;
    static constexpr int kNarrowestWidth = 320;
    QBoxLayout* m_body = nullptr;
    void rebuildList();
    void showExercise();
    void updateRevealButton();
    QString revealHtml(const Exercise& ex, int chosen) const;
    void openDialog();
    void saveDialog();

    struct Attempt {
        int choice = -1;
        QString reason;
        bool revealed = false;
        bool right = false;
        QString correct;
    };

    WorkshopHost* m_host;
    ExerciseSet m_set;
    QListWidget* m_list;
    QLabel* m_title;
    QLabel* m_question;
    QWidget* m_choicesBox;
    QVBoxLayout* m_choicesLayout;
    QButtonGroup* m_choices;
    QLabel* m_reasonLabel = nullptr;
    QLineEdit* m_reason;
    QPushButton* m_reveal;
    QTextBrowser* m_result;
    QPushButton* m_load;
    int m_current = -1;
    bool m_revealed = false;
    ExerciseGrade m_grade;
    QMap<QString, Attempt> m_attempts;
};

} // namespace rightsize::ui::workshop

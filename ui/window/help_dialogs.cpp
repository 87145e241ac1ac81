#include "ui/window/help_dialogs.h"

#include "ui/widgets/dialog_service.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rightsize::ui {

QString aboutText() {
    return QApplication::translate(
               "HelpDialogs",
               "<p><b>Rightsize %1</b></p>"
               "<p>Plans the compute for a machine-learning workload: CPU or GPU, which device, "
               "how many, whether it fits, how long it runs and what it costs.</p>"
               "<p>Licensed under the MIT licence. Copyright © 2026 The Rightsize developers.</p>"
               "<p>Built with Qt %2 (LGPLv3), QCustomPlot (GPLv3), SQLite (public domain), "
               "nlohmann/json (MIT) and Google Benchmark (Apache 2.0).</p>"
               "<p>Prices in the built-in catalog carry the date and source they were taken "
               "from; they move, so check them before you sign a budget.</p>")
        .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion()));
}

void showAbout(QWidget* parent) {
    dialogs().about(parent, QApplication::translate("HelpDialogs", "About Rightsize"), aboutText());
}

QString userGuideHtml() {
    return QApplication::translate(
               "HelpDialogs",
               "<h2>Rightsize in five steps</h2>"
               "<ol>"
               "<li><b>Describe the workload.</b> Pick a preset from the Scenario menu or the box "
               "at the "
               "top of the "
               "editor, then change what differs: training or inference, the model, the data, the "
               "load.</li>"
               "<li><b>Check the memory.</b> The Memory fit tab shows what each device must hold. "
               "A red "
               "outline means it "
               "does not fit; the planner then tries recomputation, sharding and splitting the "
               "model for "
               "you.</li>"
               "<li><b>Choose the candidates.</b> Leave every catalog device ticked to let the "
               "planner "
               "search, or tick "
               "the ones you can actually rent and give their counts.</li>"
               "<li><b>Right-size.</b> Set a deadline, a budget and the pricing mode (on-demand, "
               "spot, "
               "reserved, "
               "serverless). The Time vs cost tab shows every option with its range and the Pareto "
               "front; "
               "the "
               "recommendation on the right is the cheapest option that meets your limits.</li>"
               "<li><b>Optimise.</b> Read the findings: each names a common mistake with the fix, "
               "such as "
               "a starved "
               "GPU, no batching for serving, or an instance family that runs out of RAM.</li>"
               "</ol>"
               "<h3>Keeping and sharing work</h3>"
               "<p>The Library on the left keeps the scenarios you save (File → Save), each with "
               "its "
               "history of "
               "versions; it changes only when you save. Until then the scenario you are editing "
               "is kept "
               "safe against a "
               "crash and offered back the next time Rightsize starts. Presets, examples and "
               "workshop "
               "cases always open "
               "as a new scenario, so they never change one you saved. "
               "File → Export PDF report writes the recommendation for the person who signs the "
               "budget. "
               "Scenario files are plain JSON and open on any machine with Rightsize.</p>"
               "<h3>The command line</h3>"
               "<p><tt>rightsize estimate FILE</tt> prints the plan as JSON or a table, "
               "<tt>rightsize "
               "report FILE -o "
               "OUT.pdf</tt> writes the report, <tt>rightsize scenarios</tt> manages the library. "
               "See "
               "<tt>rightsize --help</tt>.</p>"
               "<h3>Teaching</h3>"
               "<p>The Workshop menu has a walkthrough of the checklist, exercises, a quiz and a "
               "presenter mode (F5).</p>") +
           QApplication::translate("HelpDialogs", "<h3>A team library</h3>"
                                                  "<p>File → Open team library… opens a library "
                                                  "the team shares on a PostgreSQL server "
                                                  "(a postgresql:// URL or service=NAME; the "
                                                  "password comes from ~/.pgpass, the service file "
                                                  "or PGPASSWORD and is never stored) or another "
                                                  "library file. File → Open local library goes "
                                                  "back. When a colleague saved the scenario you "
                                                  "are editing meanwhile, saving asks whether to "
                                                  "keep your edit as a new scenario, take theirs "
                                                  "or compare the two. A library your database "
                                                  "role may only read shows its scenarios, but "
                                                  "saving, renaming, deleting and the catalog "
                                                  "editor are off: save your work as a file.</p>");
}

void showUserGuide(QWidget* parent) {
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QApplication::translate("HelpDialogs", "Rightsize user guide"));
    auto* layout = new QVBoxLayout(dialog);
    auto* text = new QTextBrowser(dialog);
    text->setHtml(userGuideHtml());
    text->setOpenExternalLinks(false);
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(640, 560);
    dialog->show();
}

} // namespace rightsize::ui

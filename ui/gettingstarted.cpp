#include "ui/gettingstarted.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace flopsheet {
namespace {

// The guide's parts, each one translation unit: the heading, the steps (list items), the closing note.
constexpr const char *kIntro = QT_TRANSLATE_NOOP("GettingStarted",
    "<h2>Getting started</h2>"
    "<p>FlopSheet answers, for every workload on every GPU type: how many FLOPs, how long, on how many "
    "GPUs, whether it fits in memory, and what it costs.</p>");
constexpr const char *kSteps[]
    = { QT_TRANSLATE_NOOP("GettingStarted",
            "<li><p><b>Describe the work.</b> Table › Add Workloads from Catalog (Ctrl+Shift+M) adds standard "
            "models (GPT-3, Llama, ResNet, …) with their published shapes; or add a row and type your own: "
            "parameters (<code>7B</code>), tokens (<code>1T</code>) or a dataset and epochs, batch, precision, "
            "optimizer.</p></li>"),
          QT_TRANSLATE_NOOP("GettingStarted",
              "<li><p><b>Pick the GPUs.</b> Table › Add GPUs from Catalog (Ctrl+Shift+G) adds datasheet figures with "
              "their sources. Type your own price per hour over the list price (<code>$2.50</code>).</p></li>"),
          QT_TRANSLATE_NOOP("GettingStarted",
              "<li><p><b>Read the results.</b> Every workload on every included GPU type: wall time, GPU-hours, cost, "
              "energy, memory per GPU and whether it fits. Select a row: the Details pane shows how each figure "
              "was derived and from which source.</p></li>"),
          QT_TRANSLATE_NOOP("GettingStarted",
              "<li><p><b>Set a goal.</b> Under What-if › Plan, type a deadline (<code>7 d</code>, <code>36 h</code>) "
              "or a budget (<code>$250k</code>). The Planner names the cheapest or the fastest GPU type and count; "
              "Use This Plan applies it to the selected workload.</p></li>"),
          QT_TRANSLATE_NOOP("GettingStarted",
              "<li><p><b>Move the assumptions.</b> The What-if sliders (efficiency, precision, batch, pruning, GPU "
              "count, price) move every figure and chart live; each drag is one undo step.</p></li>"),
          QT_TRANSLATE_NOOP("GettingStarted",
              "<li><p><b>Share it.</b> File › Print Preview or Export PDF makes a planning report; File › Export CSV "
              "writes any table; File › Save keeps the whole plan in one .flopsheet file.</p></li>") };
constexpr const char *kClosing = QT_TRANSLATE_NOOP("GettingStarted",
    "<p>Every change can be undone (Ctrl+Z). View › Reset Layout puts the panels back where they "
    "started.</p>");

QString guideHtml()
{
    auto translated = [](const char *text) { return QCoreApplication::translate("GettingStarted", text); };
    QString html = translated(kIntro) + QStringLiteral("<ol>");
    for (const char *step : kSteps)
        html += translated(step);
    return html + QStringLiteral("</ol>") + translated(kClosing);
}

} // namespace

void showGettingStarted(QWidget *parent)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(QCoreApplication::translate("GettingStarted", "Getting Started"));
    auto *text = new QTextBrowser(&dialog);
    text->setHtml(guideHtml());
    text->document()->setDocumentMargin(12);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(620, 560);
    dialog.exec();
}

} // namespace flopsheet

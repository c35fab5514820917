#include "ui/report/reportrenderer.h"

#include "core/version.h"
#include "ui/report/reportbuilder.h"

#include <QAbstractTextDocumentLayout>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

namespace flopsheet {
namespace {

// Bands above and below the body for the running header and footer, in points.
constexpr qreal kHeaderPt = 26;
constexpr qreal kFooterPt = 24;

} // namespace

ReportRenderer::ReportRenderer(Project *project, ReportOptions options)
    : m_project(project), m_options(std::move(options))
{
}

void ReportRenderer::setUpPage(QPagedPaintDevice *device) const
{
    device->setPageLayout(
        QPageLayout(m_options.pageSize, QPageLayout::Portrait, QMarginsF(18, 12, 18, 12), QPageLayout::Millimeter));
}

bool ReportRenderer::paint(QPagedPaintDevice *device, int *pages) const
{
    if (!reportSizeProblem(*m_project, m_options).isEmpty())
        return false; // callers ask first (ReportActions, writePdf); a report this large would not finish
    const int dpi = device->logicalDpiY();
    const QRectF page = device->pageLayout().paintRectPixels(dpi);
    const qreal pt = dpi / 72.0;
    const QRectF body(0, kHeaderPt * pt, page.width(), page.height() - (kHeaderPt + kFooterPt) * pt);

    ReportBuilder builder(m_project, m_options);
    const std::vector<std::unique_ptr<QTextDocument>> parts = builder.build(device, body.size());
    const ReportStyle style = ReportStyle::forDevice(device);
    int count = 0;
    for (const auto &part : parts)
        count += part->pageCount();
    if (pages)
        *pages = count;

    QPainter painter;
    if (!painter.begin(device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QString project = m_options.projectName.isEmpty() ? tr("Untitled plan") : m_options.projectName;
    const QString date = QLocale().toString(m_options.date, QLocale::ShortFormat);
    int i = 0;
    for (const auto &part : parts) {
        for (int partPage = 0; partPage < part->pageCount(); ++partPage, ++i) {
            if (i > 0 && !device->newPage())
                return false;
            painter.save();
            painter.translate(body.left(), body.top() - partPage * body.height());
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = QRectF(0, partPage * body.height(), body.width(), body.height());
            painter.setClipRect(context.clip);
            part->documentLayout()->draw(&painter, context);
            painter.restore();
            if (i == 0)
                continue; // the title page stands alone

            painter.setFont(style.small);
            painter.setPen(style.muted);
            const qreal headerBase = kHeaderPt * pt - 9 * pt;
            const QRectF header(0, 0, page.width(), headerBase);
            painter.drawText(header, Qt::AlignLeft | Qt::AlignBottom, tr("GPU Planning Report — %1").arg(project));
            painter.drawText(header, Qt::AlignRight | Qt::AlignBottom, date);
            painter.setPen(QPen(style.rule, 0.6 * pt));
            painter.drawLine(QPointF(0, headerBase + 3 * pt), QPointF(page.width(), headerBase + 3 * pt));
            const qreal footerTop = body.bottom() + 8 * pt;
            painter.drawLine(QPointF(0, footerTop), QPointF(page.width(), footerTop));
            painter.setPen(style.muted);
            const QRectF footer(0, footerTop + 3 * pt, page.width(), page.height() - footerTop);
            painter.drawText(footer, Qt::AlignLeft | Qt::AlignTop, tr("FlopSheet %1").arg(version::text()));
            painter.drawText(footer, Qt::AlignRight | Qt::AlignTop, tr("Page %1 of %2").arg(i + 1).arg(count));
        }
    }
    return painter.end();
}

bool ReportRenderer::writePdf(const QString &fileName, QString *error, int *pages) const
{
    if (const QString problem = reportSizeProblem(*m_project, m_options); !problem.isEmpty()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), problem);
        return false;
    }
    // QSaveFile: an existing report survives a failure, and an unwritable place is found before any work.
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString());
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setTitle(tr("GPU Planning Report — %1").arg(m_options.projectName));
        writer.setCreator(QStringLiteral("FlopSheet"));
        writer.setResolution(600);
        setUpPage(&writer);
        if (!paint(&writer, pages)) {
            if (error)
                *error = tr("Cannot write %1: the PDF could not be painted").arg(QDir::toNativeSeparators(fileName));
            file.cancelWriting();
            return false;
        }
    }
    if (!file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString());
        return false;
    }
    return true;
}

} // namespace flopsheet

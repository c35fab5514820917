// RFC 4180 reading and field quoting.
#include "core/io/csv.h"

#include <QTest>

using namespace flopsheet;

using Rows = std::vector<QStringList>;
Q_DECLARE_METATYPE(Rows)

class tst_Csv : public QObject {
    Q_OBJECT

private slots:
    void parses_data();
    void parses();
    void recordsKeepTheirStartLine();
    void refuses_data();
    void refuses();
    void quotesField_data();
    void quotesField();
    void quotedFieldsRoundTrip();
};

void tst_Csv::parses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Rows>("expected");

    QTest::newRow("plain") << QStringLiteral("a,b\n1,2\n") << Rows { { u"a"_qs, u"b"_qs }, { u"1"_qs, u"2"_qs } };
    // RFC 4180 §2.6: a quoted field may hold the separator.
    QTest::newRow("quoted comma") << QStringLiteral("a,b\n\"1,5\",2\n")
                                  << Rows { { u"a"_qs, u"b"_qs }, { u"1,5"_qs, u"2"_qs } };
    // §2.7: a quote inside a quoted field is doubled.
    QTest::newRow("escaped quote") << QStringLiteral("a,b\n\"say \"\"hi\"\"\",2\n")
                                   << Rows { { u"a"_qs, u"b"_qs }, { u"say \"hi\""_qs, u"2"_qs } };
    // §2.6: a quoted field may hold a line break.
    QTest::newRow("embedded newline") << QStringLiteral("a,b\n\"line one\nline two\",2\n")
                                      << Rows { { u"a"_qs, u"b"_qs }, { u"line one\nline two"_qs, u"2"_qs } };
    // §2.1: records end with CRLF (measurements.csv uses it).
    QTest::newRow("crlf") << QStringLiteral("a,b\r\n1,2\r\n") << Rows { { u"a"_qs, u"b"_qs }, { u"1"_qs, u"2"_qs } };
    // A UTF-8 byte-order mark (spreadsheet exports) is not part of the first field.
    QTest::newRow("bom") << (QChar(0xFEFF) + QStringLiteral("a,b\n1,2\n"))
                         << Rows { { u"a"_qs, u"b"_qs }, { u"1"_qs, u"2"_qs } };
    // §2.2: the last record may or may not end with a line break; a blank trailing line is no record.
    QTest::newRow("no final newline") << QStringLiteral("a,b\n1,2")
                                      << Rows { { u"a"_qs, u"b"_qs }, { u"1"_qs, u"2"_qs } };
    QTest::newRow("blank trailing line") << QStringLiteral("a,b\n1,2\n\n")
                                         << Rows { { u"a"_qs, u"b"_qs }, { u"1"_qs, u"2"_qs } };
    QTest::newRow("blank trailing crlf line")
        << QStringLiteral("a,b\r\n1,2\r\n\r\n") << Rows { { u"a"_qs, u"b"_qs }, { u"1"_qs, u"2"_qs } };
    // Empty fields, quoted or not, are empty strings.
    QTest::newRow("empty fields") << QStringLiteral("a,b,c\n,\"\",\n")
                                  << Rows { { u"a"_qs, u"b"_qs, u"c"_qs }, { QString(), QString(), QString() } };
    // Non-ASCII text survives (UTF-16 in, UTF-16 out).
    QTest::newRow("unicode") << QStringLiteral("name\n\u00b5s \u2264 5\n")
                             << Rows { { u"name"_qs }, { u"\u00b5s \u2264 5"_qs } };
    QTest::newRow("empty input") << QString() << Rows {};
}

void tst_Csv::parses()
{
    QFETCH(QString, text);
    QFETCH(Rows, expected);
    const CsvTable table = parseCsv(text);
    QVERIFY2(table.ok(), qPrintable(table.error));
    QCOMPARE(table.rows.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i)
        QCOMPARE(table.rows[i], expected[i]);
    QCOMPARE(table.lines.size(), table.rows.size());
}

void tst_Csv::recordsKeepTheirStartLine()
{
    // Line 1 header, line 2-3 one record with an embedded newline, line 4 the next record.
    const CsvTable table = parseCsv(QStringLiteral("a,b\r\n\"x\r\ny\",1\r\nz,2\r\n"));
    QVERIFY(table.ok());
    QCOMPARE(table.lines, (std::vector<int> { 1, 2, 4 }));
}

void tst_Csv::refuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    // A quote opened at line 2, column 3 and never closed: the reader must point where the field began,
    // since the end of the file says nothing about which field is broken.
    QTest::newRow("unclosed quote") << QStringLiteral("a,b\n1,\"2\n3,4\n") << 2 << 3;
    // A quote in the middle of an unquoted field (§2.5 allows quotes only around a whole field):
    // line 2, column 3 is the stray quote.
    QTest::newRow("stray quote") << QStringLiteral("a,b\n1x\"y,2\n") << 2 << 3;
    // Text after the closing quote of a field: line 2, column 4 is the "x" after "1".
    QTest::newRow("text after closing quote") << QStringLiteral("a,b\n\"1\"x,2\n") << 2 << 4;
    // §2.4: each record should have the same number of fields; line 3 has one field, the header two.
    QTest::newRow("short row") << QStringLiteral("a,b\n1,2\n3\n4,5\n") << 3 << 2;
    QTest::newRow("long row") << QStringLiteral("a,b\n1,2,3\n") << 2 << 6;
}

void tst_Csv::refuses()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    const CsvTable table = parseCsv(text);
    QVERIFY(!table.ok());
    QVERIFY(!table.error.isEmpty());
    QVERIFY(table.rows.empty());
    QCOMPARE(table.errorLine, line);
    QCOMPARE(table.errorColumn, column);
}

void tst_Csv::quotesField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expected");
    // RFC 4180 §2.6-2.7: quote a field holding a comma, quote or line break; double inner quotes.
    QTest::newRow("plain") << u"A100"_qs << u"A100"_qs;
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("comma") << u"1,000"_qs << u"\"1,000\""_qs;
    QTest::newRow("quote") << u"12\" wafer"_qs << u"\"12\"\" wafer\""_qs;
    QTest::newRow("newline") << u"a\nb"_qs << u"\"a\nb\""_qs;
    QTest::newRow("carriage return") << u"a\rb"_qs << u"\"a\rb\""_qs;
}

void tst_Csv::quotesField()
{
    QFETCH(QString, field);
    QFETCH(QString, expected);
    QCOMPARE(csvField(field), expected);
}

void tst_Csv::quotedFieldsRoundTrip()
{
    // Whatever csvField writes, parseCsv reads back unchanged.
    const QStringList fields = { u"plain"_qs, u"with, comma"_qs, u"with \"quotes\""_qs, u"two\r\nlines"_qs, QString() };
    QStringList quoted;
    for (const QString &f : fields)
        quoted << csvField(f);
    const CsvTable table = parseCsv(QString(quoted.join(u',') + u"\r\n"_qs));
    QVERIFY2(table.ok(), qPrintable(table.error));
    QCOMPARE(table.rows.size(), size_t(1));
    QCOMPARE(table.rows.front(), fields);
}

QTEST_GUILESS_MAIN(tst_Csv)
#include "tst_csv.moc"

#pragma once

// Finds the functions of a C++ source and their length in lines, with a simple brace counter:
// comments, string and character literals are blanked first; a brace block at namespace or
// class level whose header has a parameter list (and is no initialiser, class or namespace) is
// a function, and everything inside it (lambdas, local classes) belongs to it. Good enough for
// the code of this repository, which a formatter keeps regular; not a C++ parser.

#include <QList>
#include <QRegularExpression>
#include <QString>

namespace rightsize::test {

struct FunctionSpan {
    QString name;
    int firstLine = 0; // where its header starts
    int lines = 0;     // header to closing brace, inclusive
};

inline QString blankCommentsAndLiterals(const QString& src) {
    QString out;
    out.reserve(src.size());
    const int n = int(src.size());
    static const QRegularExpression raw(QStringLiteral("^R\"([^(\\s]{0,16})\\("));
    for (int i = 0; i < n;) {
        const QChar c = src[i];
        if (src.mid(i, 2) == QLatin1String("//")) {
            while (i < n && src[i] != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (src.mid(i, 2) == QLatin1String("/*")) {
            const int end = src.indexOf(QLatin1String("*/"), i + 2);
            const int stop = end < 0 ? n : end + 2;
            out += QString(int(src.mid(i, stop - i).count(QLatin1Char('\n'))), QLatin1Char('\n'));
            i = stop;
            continue;
        }
        // A preprocessor line (#include, #define) is no header of anything.
        if (c == QLatin1Char('#') &&
            QStringView(out).mid(out.lastIndexOf(QLatin1Char('\n')) + 1).trimmed().isEmpty()) {
            while (i < n && src[i] != QLatin1Char('\n')) {
                if (src[i] == QLatin1Char('\\') && i + 1 < n && src[i + 1] == QLatin1Char('\n')) {
                    out += QLatin1Char('\n'); // a continued line
                    ++i;
                }
                ++i;
            }
            continue;
        }
        const bool wordBefore =
            i > 0 && (src[i - 1].isLetterOrNumber() || src[i - 1] == QLatin1Char('_'));
        if (c == QLatin1Char('R') && !wordBefore) {
            const auto m = raw.match(QStringView(src).mid(i, 20));
            if (m.hasMatch()) {
                const QString close = QLatin1Char(')') + m.captured(1) + QLatin1Char('"');
                const int end = src.indexOf(close, i + int(m.capturedLength()));
                const int stop = end < 0 ? n : end + int(close.size());
                out +=
                    QLatin1String("\"\"") +
                    QString(int(src.mid(i, stop - i).count(QLatin1Char('\n'))), QLatin1Char('\n'));
                i = stop;
                continue;
            }
        }
        // A quote after a digit is a digit separator (1'000), not a character literal.
        if (c == QLatin1Char('"') ||
            (c == QLatin1Char('\'') && !(i > 0 && src[i - 1].isLetterOrNumber()))) {
            int j = i + 1;
            while (j < n && src[j] != c && src[j] != QLatin1Char('\n')) {
                if (src[j] == QLatin1Char('\\'))
                    ++j;
                ++j;
            }
            out += c;
            out += c;
            i = j + 1;
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

inline QList<FunctionSpan> functionSpans(const QString& source) {
    const QString s = blankCommentsAndLiterals(source);
    struct Open {
        bool function = false;
        bool inFunction = false;
        int firstLine = 0;
        QString name;
    };
    static const QRegularExpression scope(
        QStringLiteral("^(namespace|class|struct|enum|union|extern)\\b"));
    static const QRegularExpression aggregate(QStringLiteral("\\b(class|struct|enum)\\b"));
    static const QRegularExpression lastName(QStringLiteral("([~\\w:]+)\\s*$"));
    QList<Open> stack;
    QList<FunctionSpan> spans;
    int headerStart = 0;
    int line = 1;
    for (int i = 0; i < int(s.size()); ++i) {
        const QChar c = s[i];
        if (c == QLatin1Char('\n'))
            ++line;
        const bool inFunction = !stack.isEmpty() && stack.last().inFunction;
        if (c == QLatin1Char('{')) {
            if (inFunction) {
                stack.append({false, true, line, {}});
                continue;
            }
            const QString header = s.mid(headerStart, i - headerStart).trimmed();
            const QString beforeParams = header.section(QLatin1Char('('), 0, 0);
            const bool function = header.contains(QLatin1Char('(')) &&
                                  !scope.match(header).hasMatch() &&
                                  !beforeParams.contains(QLatin1Char('=')) &&
                                  !aggregate.match(beforeParams).hasMatch();
            Open open;
            open.function = function;
            open.inFunction = function;
            int start = headerStart;
            while (start < i && s[start].isSpace())
                ++start;
            open.firstLine =
                line - int(QStringView(s).mid(start, i - start).count(QLatin1Char('\n')));
            open.name = function ? lastName.match(beforeParams).captured(1) : QString();
            stack.append(open);
            headerStart = i + 1;
        } else if (c == QLatin1Char('}')) {
            if (!stack.isEmpty()) {
                const Open open = stack.takeLast();
                if (open.function)
                    spans.append({open.name, open.firstLine, line - open.firstLine + 1});
            }
            if (stack.isEmpty() || !stack.last().inFunction)
                headerStart = i + 1;
        } else if (c == QLatin1Char(';') && !inFunction) {
            headerStart = i + 1;
        }
    }
    return spans;
}

} // namespace rightsize::test

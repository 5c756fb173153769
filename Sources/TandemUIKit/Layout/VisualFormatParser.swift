import Foundation

/// Reads a visual format string by the grammar of the Auto Layout Guide's
/// "Visual Format Language" appendix:
///
/// ```
/// format     (H|V:)? (| connection)? view (connection view)* (connection |)?
/// view       [ name (predicates)? ]
/// connection e | - | -number- | -metric- | -(predicates)-
/// predicates ( predicate (, predicate)* )
/// predicate  (== | <= | >=)? (number | metric | view name) (@ (number | metric))?
/// ```
///
/// Names are C identifiers looked up as they are read, so that an unknown
/// one is reported where it stands; numbers are read as `strtod` reads them.
/// Spaces between tokens are skipped.
@preconcurrency @MainActor
struct VisualFormatParser {
    /// Where a predicate list stands: a view's size may relate to another
    /// view, a spacing only to numbers.
    private enum Context {
        case view, spacing
    }

    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    /// A parser of `format` that resolves names in `metrics` and `views`.
    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// The parsed format, or the first error in it.
    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        format.length = characters.count
        skipSpaces()
        if let axis = peek, axis == "H" || axis == "V", peek(at: index + 1) == ":" {
            format.orientation = axis == "H" ? .horizontal : .vertical
            index += 2
            skipSpaces()
        }
        if peek == "|" {
            let position = index
            index += 1
            format.leadingEdge = VisualFormat.Edge(position: position, connection: try connection())
            skipSpaces()
        }
        guard peek == "[" else { throw VisualFormatError(reason: "Expected a view", position: index) }
        format.views.append(try view())
        while true {
            skipSpaces()
            if isAtEnd { break }
            let link = try connection()
            skipSpaces()
            if peek == "[" {
                format.connections.append(link)
                format.views.append(try view())
            } else if peek == "|" {
                format.trailingEdge = VisualFormat.Edge(position: index, connection: link)
                index += 1
                skipSpaces()
                // The superview closes the format: nothing may follow it.
                guard isAtEnd else {
                    throw VisualFormatError(reason: "Expected the end of the format after '|'", position: index)
                }
                break
            } else if case .flush = link {
                throw VisualFormatError(reason: "Expected a '-', a view or '|'", position: index)
            } else {
                throw VisualFormatError(reason: "Expected a view or '|'", position: index)
            }
        }
        return format
    }

    // MARK: Productions

    /// `[name(predicates)?]`, at a `[`.
    private mutating func view() throws(VisualFormatError) -> VisualFormat.View {
        index += 1
        skipSpaces()
        guard let name = identifier() else {
            throw VisualFormatError(reason: "Expected a view name", position: index)
        }
        let view = try resolveView(name, endingAt: index)
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" {
            predicates = try predicateList(.view)
            skipSpaces()
        }
        guard peek == "]" else { throw VisualFormatError(reason: "Expected ']'", position: index) }
        index += 1
        return VisualFormat.View(view: view, predicates: predicates)
    }

    /// Nothing (flush), `-` (standard), or `-predicates-`; leaves the index
    /// at what follows.
    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        index += 1
        skipSpaces()
        guard let next = peek else { throw VisualFormatError(reason: "Expected a view", position: index) }
        let predicates: [VisualFormat.Predicate]
        if next == "[" || next == "|" {
            return .standard
        } else if next == "(" {
            predicates = try predicateList(.spacing)
        } else if next.isNumber || next == "." {
            // A simple predicate is a positive number: no sign, which would
            // read as another connection.
            let value = try number(signed: false)
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required)]
        } else if let name = identifier() {
            let value = try metric(name, endingAt: index)
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required)]
        } else {
            throw VisualFormatError(reason: "Expected a number or a key from the metrics dictionary", position: index)
        }
        skipSpaces()
        guard peek == "-" else { throw VisualFormatError(reason: "Expected '-'", position: index) }
        index += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate…)`, at a `(`.
    private mutating func predicateList(_ context: Context) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try predicate(context))
            skipSpaces()
            if peek == "," {
                index += 1
                continue
            }
            guard peek == ")" else { throw VisualFormatError(reason: "Expected ')' or ','", position: index) }
            index += 1
            return predicates
        }
    }

    /// `(relation)?object(@priority)?`.
    private mutating func predicate(_ context: Context) throws(VisualFormatError) -> VisualFormat.Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        if let first = peek, first == "=" || first == "<" || first == ">" {
            guard peek(at: index + 1) == "=" else {
                throw VisualFormatError(reason: "Unknown relation. Must be ==, >=, or <=", position: index)
            }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
            skipSpaces()
        }
        let object: VisualFormat.Object
        if let next = peek, next.isNumber || next == "." || next == "-" || next == "+" {
            object = .constant(try number(signed: true))
        } else if let name = identifier() {
            object = try objectNamed(name, context)
        } else {
            let expected = context == .view ? "a number, a metric or a view name" : "a number or a metric"
            throw VisualFormatError(reason: "Expected \(expected)", position: index)
        }
        skipSpaces()
        var priority = UILayoutPriority.required
        if peek == "@" {
            index += 1
            skipSpaces()
            if let next = peek, next.isNumber || next == "." {
                priority = UILayoutPriority(Float(try number(signed: false)))
            } else if let name = identifier() {
                priority = UILayoutPriority(Float(try metric(name, endingAt: index)))
            } else {
                throw VisualFormatError(reason: "Expected a priority: a number or a metric", position: index)
            }
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    // MARK: Names and numbers

    /// A predicate's object by name: a metric, else (in a view's predicates)
    /// a view whose size the view's is related to.
    private func objectNamed(_ name: String, _ context: Context) throws(VisualFormatError) -> VisualFormat.Object {
        if metrics[name] != nil { return .constant(try metric(name, endingAt: index)) }
        if context == .view, views[name] != nil { return .view(try resolveView(name, endingAt: index)) }
        let dictionaries = context == .view ? "metrics or views dictionary" : "metrics dictionary"
        throw VisualFormatError(reason: "\(name) is not a key in the \(dictionaries).", position: index)
    }

    private func resolveView(_ name: String, endingAt position: Int) throws(VisualFormatError) -> UIView {
        guard let value = views[name] else {
            throw VisualFormatError(reason: "\(name) is not a key in the views dictionary.", position: position)
        }
        guard let view = value as? UIView else {
            throw VisualFormatError(
                reason: "The views dictionary's value for \(name) is not a view.", position: position)
        }
        return view
    }

    private func metric(_ name: String, endingAt position: Int) throws(VisualFormatError) -> CGFloat {
        guard let value = metrics[name] else {
            throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary.", position: position)
        }
        guard let number = Self.number(from: value) else {
            throw VisualFormatError(
                reason: "The metrics dictionary's value for \(name) is not a number.", position: position)
        }
        return number
    }

    /// A metric's value: UIKit takes `NSNumber`s, which Swift's numbers
    /// bridge to on Apple's systems; here they are read as they are.
    private static func number(from value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as any BinaryInteger: CGFloat(Double(value))
        case let value as any BinaryFloatingPoint: CGFloat(Double(value))
        case let value as NSNumber: CGFloat(value.doubleValue)
        case let value as UILayoutPriority: CGFloat(value.rawValue)
        default: nil
        }
    }

    /// A C identifier, or nil (consuming nothing) if none starts here.
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = index
        while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    /// A decimal number as `strtod` reads it: an optional sign (when
    /// `signed`), digits with an optional fraction, an optional exponent.
    private mutating func number(signed: Bool) throws(VisualFormatError) -> CGFloat {
        let start = index
        if signed, let sign = peek, sign == "-" || sign == "+" { index += 1 }
        var digits = 0
        while let c = peek, c.isASCII, c.isNumber { index += 1; digits += 1 }
        if peek == "." {
            index += 1
            while let c = peek, c.isASCII, c.isNumber { index += 1; digits += 1 }
        }
        guard digits > 0 else { throw VisualFormatError(reason: "Expected a number", position: start) }
        // An exponent only if digits follow its `e` (and sign).
        if let e = peek, e == "e" || e == "E" {
            var end = index + 1
            if let sign = peek(at: end), sign == "-" || sign == "+" { end += 1 }
            if let c = peek(at: end), c.isASCII, c.isNumber {
                index = end
                while let c = peek, c.isASCII, c.isNumber { index += 1 }
            }
        }
        guard let value = Double(String(characters[start..<index])) else {
            throw VisualFormatError(reason: "Expected a number", position: start)
        }
        return CGFloat(value)
    }

    // MARK: Reading

    private var isAtEnd: Bool { index >= characters.count }
    private var peek: Character? { peek(at: index) }
    private func peek(at position: Int) -> Character? {
        position < characters.count ? characters[position] : nil
    }
    private mutating func skipSpaces() {
        while let c = peek, c == " " { index += 1 }
    }
}

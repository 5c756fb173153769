public import Foundation

extension NSCoder {
    /// The point a string such as "{3, 4}" describes (UIKit's
    /// `NSStringFromCGPoint` format); zero when the string has fewer numbers.
    public static func cgPoint(for string: String) -> CGPoint {
        let numbers = Self.numbers(in: string)
        guard numbers.count >= 2 else { return .zero }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The size a string such as "{3, 4}" describes; zero when it has fewer numbers.
    public static func cgSize(for string: String) -> CGSize {
        let numbers = Self.numbers(in: string)
        guard numbers.count >= 2 else { return .zero }
        return CGSize(width: numbers[0], height: numbers[1])
    }

    /// The rectangle a string such as "{{1, 2}, {3, 4}}" describes; zero when it has fewer numbers.
    public static func cgRect(for string: String) -> CGRect {
        let numbers = Self.numbers(in: string)
        guard numbers.count >= 4 else { return .zero }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// "{x, y}", as UIKit writes a point.
    public static func string(for point: CGPoint) -> String {
        "{\(format(point.x)), \(format(point.y))}"
    }

    /// "{width, height}", as UIKit writes a size.
    public static func string(for size: CGSize) -> String {
        "{\(format(size.width)), \(format(size.height))}"
    }

    /// "{{x, y}, {width, height}}", as UIKit writes a rectangle.
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    /// The numbers in `string`, in order (signs, decimals and exponents read).
    private static func numbers(in string: String) -> [CGFloat] {
        var numbers: [CGFloat] = []
        var current = ""
        func flush() {
            if let value = Double(current) { numbers.append(CGFloat(value)) }
            current = ""
        }
        for character in string {
            if character.isNumber || character == "." || character == "-" || character == "+"
                || ((character == "e" || character == "E") && !current.isEmpty)
            {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return numbers
    }

    /// A number as UIKit writes it: no decimals when it is whole.
    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}

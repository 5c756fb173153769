public import Foundation

/// A value `Text` can show with a printf-style specifier:
/// `Text("\(price, specifier: "%.2f")")`.
///
/// SwiftUI's own protocol, with its underscored name: the integer and
/// floating-point types conform, and `_arg` is what the specifier formats.
public protocol _FormatSpecifiable: Equatable {
    /// The value handed to the format (a C variadic argument).
    associatedtype _Arg: CVarArg
    /// The value to format.
    var _arg: _Arg { get }
    /// The specifier used when none is given (`%lld` for integers, `%lf`
    /// for floating-point numbers).
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value as a 64-bit integer.
    public var _arg: Int64 { Int64(self) }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value as a 32-bit integer (C promotes it).
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value as a 32-bit integer (C promotes it).
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int32 { self }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int64 { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value as a 64-bit unsigned integer.
    public var _arg: UInt64 { UInt64(self) }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value as a 32-bit unsigned integer (C promotes it).
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value as a 32-bit unsigned integer (C promotes it).
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt32 { self }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt64 { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Float { self }
    /// `%f`.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Double { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value as a `Double`.
    public var _arg: Double { Double(self) }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

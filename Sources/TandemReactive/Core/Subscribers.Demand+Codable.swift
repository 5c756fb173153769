extension Subscribers.Demand: Codable {
    /// Combine's raw value for `.unlimited`: one past the largest count.
    private static let unlimitedRawValue = UInt(Int.max) + 1

    /// Decodes Combine's encoding: one unsigned integer, the count, or
    /// `Int.max + 1` for unlimited — as does any larger number, as in
    /// Combine. A negative number is a `DecodingError`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(UInt.self)
        self = raw >= Self.unlimitedRawValue ? .unlimited : .max(Int(raw))
    }

    /// Encodes as Combine does: one unsigned integer, the count, or `Int.max + 1` for unlimited.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(max.map { UInt($0) } ?? Self.unlimitedRawValue)
    }
}

extension Subscribers.Demand {
    /// Stops with Combine's message when a subscriber requests nothing, which
    /// Combine treats as a programming error.
    @inlinable func assertNonZero(file: StaticString = #file, line: UInt = #line) {
        if self == .none { fatalError("API Violation: demand must not be zero", file: file, line: line) }
    }
}

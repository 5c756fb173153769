import Synchronization

/// A unique identifier for a subscription or subscriber.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The identifier (`rawValue`, a `UInt64`, as in Combine's mirror).
    private let rawValue: UInt64

    private static let counter = Atomic<UInt64>(0)

    /// A fresh identifier, unique in the process.
    public init() {
        rawValue = CombineIdentifier.counter.add(1, ordering: .relaxed).newValue
    }

    /// The identifier of an object, made of its address as in Combine: equal for the same object.
    public init(_ obj: AnyObject) {
        // The object's address, as in Combine.
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
    }

    /// The identifier's number.
    public var description: String { "0x\(String(rawValue, radix: 16))" }
}

/// A type with an identifier for Combine's debugging.
public protocol CustomCombineIdentifierConvertible {
    /// The identifier.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

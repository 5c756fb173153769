import Foundation

/// An encoder that produces a whole value, as in Combine (JSONEncoder conforms).
public protocol TopLevelEncoder {
    /// What it produces.
    associatedtype Output
    /// Encodes a value.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that reads a whole value, as in Combine (JSONDecoder conforms).
public protocol TopLevelDecoder {
    /// What it reads.
    associatedtype Input
    /// Decodes a value.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publisher where Output: Encodable {
    /// Encodes every value; an encoding error fails the stream.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.TryMap<Self, Coder.Output> {
        tryMap { try encoder.encode($0) }
    }
}

extension Publisher {
    /// Decodes every value as `type`; a decoding error fails the stream.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.TryMap<Self, Item> where Output == Coder.Input
    {
        tryMap { try decoder.decode(type, from: $0) }
    }
}

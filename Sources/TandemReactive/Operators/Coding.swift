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

extension Publishers {
    /// Encodes every value with a top-level encoder; an encoding error fails
    /// the stream, as in Combine.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        /// What the encoder produces.
        public typealias Output = Coder.Output
        /// Any error: the upstream's or the encoder's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        private let encoder: Coder

        /// Creates the publisher.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = encoder
            StepPublisher<Upstream, Output, Error>(name: "Encode", upstream: upstream, rules: .coding) {
                ({ value in Step.trying { .emit(try encoder.encode(value)) } }, { $0.erased.final() })
            }.receive(subscriber: subscriber)
        }
    }

    /// Decodes every value with a top-level decoder; a decoding error fails
    /// the stream, as in Combine.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        /// Any error: the upstream's or the decoder's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        private let decoder: Coder

        /// Creates the publisher.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = decoder
            StepPublisher<Upstream, Output, Error>(name: "Decode", upstream: upstream, rules: .coding) {
                (
                    { value in Step.trying { .emit(try decoder.decode(Output.self, from: value)) } },
                    { $0.erased.final() }
                )
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Output: Encodable {
    /// Encodes every value; an encoding error fails the stream.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publisher {
    /// Decodes every value as `type`; a decoding error fails the stream.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
    {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Future {
    /// The future's result, awaited: its value, or its error thrown.
    ///
    /// Subscribes once with unlimited demand; the subscription lives until
    /// the promise is fulfilled (task cancellation does not end the wait, as
    /// on Apple's systems).
    public var value: Output {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                subscribe(
                    Subscribers.Sink<Output, Failure>(
                        receiveCompletion: { completion in
                            if case .failure(let error) = completion { continuation.resume(throwing: error) }
                        },
                        receiveValue: { continuation.resume(returning: Transfer(value: $0)) }))
            }.value
        }
    }
}

extension Future where Failure == Never {
    /// The future's value, awaited.
    ///
    /// Subscribes once with unlimited demand; the subscription lives until
    /// the promise is fulfilled (task cancellation does not end the wait, as
    /// on Apple's systems).
    public var value: Output {
        get async {
            await withCheckedContinuation { continuation in
                subscribe(
                    Subscribers.Sink<Output, Never>(
                        receiveCompletion: { _ in },
                        receiveValue: { continuation.resume(returning: Transfer(value: $0)) }))
            }.value
        }
    }
}

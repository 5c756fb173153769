import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that loads `url` when its subscriber first asks for a value.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that performs `request` when its subscriber first asks for a value.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Publishes the data and response of a URL session data task, as in Combine.
    ///
    /// Each subscription runs its own task, started on the first non-zero
    /// request; cancelling the subscription cancels the task. The result is
    /// one value then `finished`, or a `URLError` (any other error the
    /// session reports becomes `URLError(.unknown)`). Values arrive on the
    /// session's delegate queue.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        /// The loaded data and the server's response.
        public typealias Output = (data: Data, response: URLResponse)
        /// What the session reports when loading fails.
        public typealias Failure = URLError

        /// The request performed.
        public let request: URLRequest
        /// The session that performs it.
        public let session: URLSession

        /// Creates the publisher.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Attaches a subscriber; the task starts on its first request.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(
                subscription: DataTaskSubscription(request: request, session: session, downstream: subscriber))
        }
    }
}

/// One subscription's data task. It keeps the subscriber as a closure, so
/// that the session's completion handler captures nothing generic.
final class DataTaskSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = Lock()
    private let request: URLRequest
    private let session: URLSession
    private var deliver: ((Result<URLSession.DataTaskPublisher.Output, URLError>) -> Void)?
    private var task: URLSessionDataTask?

    init<Downstream: Subscriber>(request: URLRequest, session: URLSession, downstream: Downstream)
    where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
        self.request = request
        self.session = session
        deliver = { result in
            switch result {
            case .success(let output):
                _ = downstream.receive(output)
                downstream.receive(completion: .finished)
            case .failure(let error):
                downstream.receive(completion: .failure(error))
            }
        }
    }

    var description: String { "DataTaskPublisher" }

    func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        let task = lock.withLock { () -> URLSessionDataTask? in
            guard deliver != nil, self.task == nil else { return nil }
            let task = session.dataTask(with: request) { [self] data, response, error in finish(data, response, error) }
            self.task = task
            return task
        }
        task?.resume()
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            deliver = nil
            defer { self.task = nil }
            return self.task
        }
        task?.cancel()
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
        let deliver = lock.withLock { () -> ((Result<URLSession.DataTaskPublisher.Output, URLError>) -> Void)? in
            defer { self.deliver = nil; task = nil }
            return self.deliver
        }
        guard let deliver else { return }
        if let error {
            deliver(.failure(error as? URLError ?? URLError(.unknown)))
        } else if let response {
            deliver(.success((data ?? Data(), response)))
        } else {
            deliver(.failure(URLError(.badServerResponse)))
        }
    }
}

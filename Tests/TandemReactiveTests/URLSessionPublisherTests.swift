import Combine
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct URLSessionPublisherTests {
    /// Subscribes, requests one value, and waits (bounded) for the completion.
    func load(_ publisher: URLSession.DataTaskPublisher) -> [String] {
        let finished = DispatchSemaphore(value: 0)
        let log = EventLog()
        let subscriber = AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>(
            receiveSubscription: { $0.request(.max(1)) },
            receiveValue: { output in
                let status = (output.response as? HTTPURLResponse)?.statusCode ?? 0
                log.append("\(status) \(String(decoding: output.data, as: UTF8.self))")
                return .none
            },
            receiveCompletion: { completion in
                if case .failure(let error) = completion {
                    log.append("failure \(error.code == .cannotConnectToHost)")
                } else {
                    log.append("finished")
                }
                finished.signal()
            })
        publisher.subscribe(subscriber)
        if finished.wait(timeout: .now() + 10) == .timedOut { log.append("timed out") }
        return log.events
    }

    @Test func dataTaskPublisherLoadsFromALocalServer() throws {
        let server = try LoopbackHTTPServer(body: "hello")
        server.serveOnce()
        let events = load(URLSession.shared.dataTaskPublisher(for: server.url))
        #expect(server.wait())
        #expect(events == ["200 hello", "finished"])
        #expect(server.requestLine == "GET /hello HTTP/1.1")
    }

    @Test func dataTaskPublisherFailsWithAURLErrorWhenRefused() throws {
        let server = try LoopbackHTTPServer(body: "")
        let url = server.url
        server.stop()
        #expect(load(URLSession.shared.dataTaskPublisher(for: URLRequest(url: url))) == ["failure true"])
    }

    @Test func nothingIsLoadedBeforeDemand() throws {
        let server = try LoopbackHTTPServer(body: "unused")
        let subscriber = RecordingSubscriber<URLSession.DataTaskPublisher.Output, URLError>(demand: .none)
        URLSession.shared.dataTaskPublisher(for: server.url).subscribe(subscriber)
        subscriber.subscription?.cancel()
        server.stop()
        #expect(subscriber.events == ["subscription DataTaskPublisher"])
    }
}

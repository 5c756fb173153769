import Foundation
import Observation
import TandemUIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads an ``AsyncImage``'s URL and keeps the phase it reached, for that
/// URL: a view whose URL changes shows `.empty` until the new one loads.
@MainActor @Observable
final class AsyncImageLoader {
    /// The URL last loaded and what its load gave.
    private var loaded: (url: URL, phase: AsyncImagePhase)?

    /// The phase for `url`: what its load gave, or `.empty`.
    func phase(for url: URL?) -> AsyncImagePhase {
        guard let url, let loaded, loaded.url == url else { return .empty }
        return loaded.phase
    }

    /// Loads `url` (a file off the main thread, anything else with
    /// `URLSession.shared`) and decodes it at `scale`; the phase changes in
    /// `transaction`. Nothing changes when the task is cancelled first.
    func load(_ url: URL?, scale: CGFloat, transaction: Transaction) async {
        guard let url else { return }
        if let loaded, loaded.url == url, loaded.phase.image != nil { return }
        let result = await AsyncImageLoader.data(at: url)
        guard !Task.isCancelled else { return }
        let phase: AsyncImagePhase
        switch result {
        case .success(let data):
            if let image = UIImage(data: data, scale: scale.isFinite && scale > 0 ? scale : 1) {
                phase = .success(Image(uiImage: image))
            } else {
                phase = .failure(URLError(.cannotDecodeContentData))
            }
        case .failure(let error):
            phase = .failure(error)
        }
        withTransaction(transaction) { loaded = (url, phase) }
    }

    /// The data at `url`, read away from the main actor.
    nonisolated private static func data(at url: URL) async -> Result<Data, any Error> {
        if url.isFileURL {
            return await Task.detached { Result { try Data(contentsOf: url) } }.value
        }
        return await withCheckedContinuation { continuation in
            URLSession.shared.dataTask(with: url) { data, response, error in
                if let error {
                    continuation.resume(returning: .failure(error))
                } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                    continuation.resume(returning: .failure(URLError(.badServerResponse)))
                } else {
                    continuation.resume(returning: .success(data ?? Data()))
                }
            }.resume()
        }
    }
}

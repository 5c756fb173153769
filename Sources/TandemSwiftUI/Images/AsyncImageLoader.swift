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

    /// Loads `url` (a file read away from the main actor, anything else
    /// with `URLSession.shared`) and decodes it at `scale`, away from the
    /// main actor too; the phase changes in `transaction`. Cancelled
    /// first (the URL changed, the view went), the download is cancelled
    /// and nothing changes.
    func load(_ url: URL?, scale: CGFloat, transaction: Transaction) async {
        guard let url else { return }
        if let loaded, loaded.url == url, loaded.phase.image != nil { return }
        let result = await AsyncImageLoader.image(at: url, scale: scale.isFinite && scale > 0 ? scale : 1)
        guard !Task.isCancelled else { return }
        let phase: AsyncImagePhase
        switch result {
        case .success(let image): phase = .success(Image(uiImage: image))
        case .failure(let error): phase = .failure(error)
        }
        withTransaction(transaction) { loaded = (url, phase) }
    }

    /// The image at `url`, read and decoded away from the main actor. A
    /// file that cannot be read fails as `URLSession` reports it on iOS
    /// (`URLError(.fileDoesNotExist)`), data that is not an image with
    /// `URLError(.cannotDecodeContentData)`.
    nonisolated private static func image(at url: URL, scale: CGFloat) async -> Result<UIImage, any Error> {
        let data: Data
        if url.isFileURL {
            guard let contents = try? Data(contentsOf: url) else { return .failure(URLError(.fileDoesNotExist)) }
            data = contents
        } else {
            switch await download(url) {
            case .success(let downloaded): data = downloaded
            case .failure(let error): return .failure(error)
            }
        }
        guard let image = UIImage(data: data, scale: scale) else {
            return .failure(URLError(.cannotDecodeContentData))
        }
        return .success(image)
    }

    /// The data at `url` from `URLSession.shared`; the data task is
    /// cancelled when the calling task is.
    nonisolated private static func download(_ url: URL) async -> Result<Data, any Error> {
        let task = LockedTask()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let dataTask = URLSession.shared.dataTask(with: url) { data, response, error in
                    if let error {
                        continuation.resume(returning: .failure(error))
                    } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                        continuation.resume(returning: .failure(URLError(.badServerResponse)))
                    } else {
                        continuation.resume(returning: .success(data ?? Data()))
                    }
                }
                task.start(dataTask)
            }
        } onCancel: {
            task.cancel()
        }
    }
}

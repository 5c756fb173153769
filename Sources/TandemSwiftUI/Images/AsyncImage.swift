/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemUIKit

/// An image loaded from a URL: a placeholder (or what the app draws for
/// each ``AsyncImagePhase``) until the load finishes, then the image.
///
/// The load starts when the view appears and again when its URL changes,
/// and is cancelled when the view goes. File URLs are read off the main
/// thread; other URLs load with `URLSession.shared`.
public struct AsyncImage<Content: View>: View {
    enum Presentation {
        /// The image at its size, or a gray placeholder that fills the space offered.
        case plain
        /// What the app's closure makes of the phase.
        case phased((AsyncImagePhase) -> Content)
    }

    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let presentation: Presentation
    @State private var loader = AsyncImageLoader()

    /// The image at `url` (drawn at `scale` pixels per point) at its size,
    /// and a gray placeholder until it loads or when it fails.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        presentation = .plain
    }

    /// `content` of the loaded image, and `placeholder` until it loads or
    /// when it fails.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        presentation = .phased { phase in
            if let image = phase.image {
                _ConditionalContent(storage: .trueContent(content(image)))
            } else {
                _ConditionalContent(storage: .falseContent(placeholder()))
            }
        }
    }

    /// `content` of each phase of the load; the phase changes in `transaction`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        presentation = .phased(content)
    }

    /// The phase's view, loading the URL while it is shown.
    public var body: some View {
        let loader = loader
        let (url, scale, transaction) = (url, scale, transaction)
        shown(loader.phase(for: url))
            .task(id: url) { @MainActor in await loader.load(url, scale: scale, transaction: transaction) }
    }

    @ViewBuilder private func shown(_ phase: AsyncImagePhase) -> some View {
        switch presentation {
        case .plain:
            if let image = phase.image {
                image
            } else {
                Color(uiColor: .secondarySystemFill)
            }
        case .phased(let content):
            content(phase)
        }
    }
}

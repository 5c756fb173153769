import Foundation

/// A placeholder for menu elements that are provided when the menu opens.
///
/// When a menu holding it opens, the element asks its provider for its
/// elements and shows them in its place; until the provider calls back, a
/// "Loading…" row stands in (iOS draws a spinner there). A cached element
/// (``init(_:)``) asks once and keeps what it got; an ``uncached(_:)`` one
/// asks every time a menu showing it opens. Main actor only: the provider
/// runs on the main actor and must call back on it.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The closure that provides the elements, given the callback to hand them to.
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let cachesElements: Bool
    /// The elements provided, once they came (a cached element keeps them).
    private var provided: [UIMenuElement]?
    /// The shown menus waiting for the elements, told once they come.
    private var waiting: [() -> Void] = []
    /// Whether the provider was asked and has not called back yet.
    private var isLoading = false

    /// Creates an element that asks `elementProvider` for its elements the
    /// first time a menu showing it opens, and keeps them.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, caches: true)
    }

    /// Creates an element that asks `elementProvider` for its elements every
    /// time a menu showing it opens (iOS 15).
    open class func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, caches: false)
    }

    init(provider: @escaping ElementProvider, caches: Bool) {
        self.provider = provider
        cachesElements = caches
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// The elements to show now, or nil while they load; `loaded` runs once
    /// when elements that were not there yet come. `fresh` asks an uncached
    /// element's provider again (a menu opening, not one redrawing).
    func elements(fresh: Bool, whenLoaded loaded: @escaping () -> Void) -> [UIMenuElement]? {
        if fresh, !cachesElements, !isLoading { provided = nil }
        if let provided { return provided }
        if !isLoading {
            isLoading = true
            var inCall = true
            provider { [weak self] elements in
                guard let self, self.isLoading else { return }
                self.isLoading = false
                self.provided = elements
                // Answered inside the call: the caller shows them now, no one needs telling.
                guard !inCall else { return }
                let told = self.waiting
                self.waiting = []
                for tell in told { tell() }
            }
            inCall = false
            if let provided { return provided }
        }
        waiting.append(loaded)
        return nil
    }
}

public import Foundation

extension UICollectionView {
    /// A supplementary view class, its kind, and the handler that configures
    /// its views: pass it to ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``
    /// from the data source's supplementary view provider.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of a kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let handler: Handler
        let elementKind: String
        let reuseIdentifier: String

        /// A registration of `Supplementary` views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.handler = handler
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifier.next(for: Supplementary.self)
        }
    }

    /// A supplementary view for `indexPath`, dequeued for `registration` and configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind, identifier = registration.reuseIdentifier
        registerOnce(identifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredWithReuseIdentifier: identifier, frame: .zero)
        registration.handler(view, kind, indexPath)
        return view
    }
}

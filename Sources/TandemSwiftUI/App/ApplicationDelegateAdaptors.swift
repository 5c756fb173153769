import Foundation
import TandemReactive
import TandemUIKit

/// The delegates `UIApplicationDelegateAdaptor`s made, one per type; the
/// delegate of the adaptor made (or found) last is the one the application
/// calls: the adaptor of the app `main()` makes.
@MainActor
enum ApplicationDelegateAdaptors {
    private static var delegates: [ObjectIdentifier: UIApplicationDelegate] = [:]
    private(set) static var current: UIApplicationDelegate?
    /// For delegates that are observable objects, by their type: what puts
    /// one in a scene's environment.
    private static var environmentWriters: [ObjectIdentifier: (inout EnvironmentValues) -> Void] = [:]

    static func delegate<D: NSObject & UIApplicationDelegate>(of type: D.Type) -> D {
        if let known = delegates[ObjectIdentifier(type)] as? D {
            current = known
            return known
        }
        let made = D()
        delegates[ObjectIdentifier(type)] = made
        current = made
        return made
    }

    /// The delegate of `type`, which SwiftUI also places in the
    /// environment of the app's scenes, as an environment object.
    static func observableDelegate<D: NSObject & UIApplicationDelegate & ObservableObject>(of type: D.Type) -> D {
        let delegate = delegate(of: type)
        environmentWriters[ObjectIdentifier(type)] = { $0.setValue(delegate, for: EnvironmentObjectKey<D>.id) }
        return delegate
    }

    /// A scene's `content` with the current delegate in its environment
    /// when it is an observable object (for `@EnvironmentObject`), as is.
    static func placingDelegate(in content: AnyView) -> AnyView {
        guard let current, let write = environmentWriters[ObjectIdentifier(type(of: current))] else { return content }
        return AnyView(content.modifier(EnvironmentTransformModifier(transform: write)))
    }
}

import Foundation
import TandemUIKit

/// The delegates `UIApplicationDelegateAdaptor`s made, one per type; the
/// last one made is the one the application calls.
@MainActor
enum ApplicationDelegateAdaptors {
    private static var delegates: [ObjectIdentifier: UIApplicationDelegate] = [:]
    private(set) static var current: UIApplicationDelegate?

    static func delegate<D: NSObject & UIApplicationDelegate>(of type: D.Type) -> D {
        if let known = delegates[ObjectIdentifier(type)] as? D { return known }
        let made = D()
        delegates[ObjectIdentifier(type)] = made
        current = made
        return made
    }
}

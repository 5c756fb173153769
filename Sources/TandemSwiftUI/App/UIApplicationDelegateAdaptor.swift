/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// Gives a SwiftUI `App` a UIKit application delegate: declare
/// `@UIApplicationDelegateAdaptor(MyDelegate.self) var appDelegate` in the
/// app. The delegate is made once per process (by the first adaptor of its
/// type) and receives the application's launch and life callbacks
/// (`willFinishLaunching`, `didFinishLaunching`, `applicationDidBecomeActive`,
/// `applicationWillTerminate`...) when `main()` runs the app.
@propertyWrapper
@preconcurrency @MainActor
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// The delegate.
    public let wrappedValue: DelegateType

    /// An adaptor making (or finding) the application's delegate of `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        wrappedValue = ApplicationDelegateAdaptors.delegate(of: delegateType)
    }
}

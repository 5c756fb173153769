/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the observable-delegate form below is constrained to its `ObservableObject`.
public import TandemReactive
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

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// An adaptor making (or finding) the application's delegate of
    /// `delegateType`, an observable object: SwiftUI also places it in the
    /// environment of the app's scenes, so any view can read it with
    /// `@EnvironmentObject var appDelegate: DelegateType`, and views that
    /// read it update when it publishes a change.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        wrappedValue = ApplicationDelegateAdaptors.observableDelegate(of: delegateType)
    }

    /// Bindings to the delegate's properties: `$appDelegate.isEnabled`.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

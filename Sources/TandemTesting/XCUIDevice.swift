public import TandemUIKit

/// The device the application under test runs on: XCUITest's device, for
/// the applications this process launched.
///
/// Turning it (``orientation``) turns every running launched application's
/// window and those launched later, as iOS turns the front app: the window
/// takes the turned size, controllers hear `viewWillTransition(to:with:)`,
/// and on a phone-sized window the size classes become an iPhone's in that
/// orientation; `UIDevice.current.orientation` reports it. The device is one
/// for the whole process, so a test that turns it turns it back.
@preconcurrency @MainActor
open class XCUIDevice {
    /// The device.
    public class var shared: XCUIDevice { sharedDevice }
    private static let sharedDevice = XCUIDevice()

    init() {}

    /// The device's orientation. Portrait and landscape orientations turn
    /// the launched applications' windows (their configured size, taller
    /// than wide or wider than tall); face up and face down leave the
    /// interface as it was, as on iOS.
    open var orientation: UIDeviceOrientation {
        get { UIDevice.current.orientation }
        set {
            XCUIDevice.noteTurn(to: newValue)
            UIDevice.current.turnedOrientation = newValue
            XCUIApplication.applyDeviceOrientation()
        }
    }

    /// Forgets the turns: `UIDevice.current.orientation` follows the main
    /// screen again and launched applications take their configured size
    /// (for tests that turned the device, when done).
    package func resetOrientation() {
        Self.lastInterfaceOrientation = nil
        UIDevice.current.turnedOrientation = nil
        XCUIApplication.applyDeviceOrientation()
    }

    /// The orientation launched applications take: the last interface
    /// orientation the device was turned to (nil: as configured).
    static var interfaceOrientation: UIDeviceOrientation? {
        guard let turned = UIDevice.current.turnedOrientation else { return nil }
        if turned.isValidInterfaceOrientation { return turned }
        return lastInterfaceOrientation
    }
    private static var lastInterfaceOrientation: UIDeviceOrientation?

    /// Remembers `orientation` when an interface can take it.
    static func noteTurn(to orientation: UIDeviceOrientation?) {
        if let orientation, orientation.isValidInterfaceOrientation { lastInterfaceOrientation = orientation }
    }
}

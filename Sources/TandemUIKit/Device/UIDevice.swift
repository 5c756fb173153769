import Foundation

/// The device the app runs on: its names, the kind of interface it has,
/// its orientation and battery.
///
/// On Linux the "device" is the machine and its main screen: ``name`` is
/// the host name, ``userInterfaceIdiom`` is the main screen's (a phone
/// unless the screen is 700 points wide or more), ``orientation`` is
/// portrait when the main screen is at least as tall as it is wide and
/// landscape otherwise. ``systemName`` and ``systemVersion`` answer as the
/// iOS whose API Tandem provides ("iOS", "17.0"), so that code that checks
/// them takes its iOS path. There is no battery to read: monitoring gives
/// an unknown state and a level of -1. Main actor only.
@preconcurrency @MainActor
open class UIDevice {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// Creates a device description (use ``current``).
    public init() {}

    /// The device's name: the host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The kind of device: "iPhone", or "iPad" for a pad-sized main screen.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// ``model``, localized (the same words in Tandem).
    open var localizedModel: String { model }
    /// "iOS": the system whose API Tandem provides.
    open var systemName: String { "iOS" }
    /// "17.0": the version of the API Tandem follows.
    open var systemVersion: String { "17.0" }
    /// The main screen's interface idiom.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }
    /// Portrait when the main screen is at least as tall as it is wide, else
    /// landscape (left); what a test turned the device to, while it has (TandemTesting's `XCUIDevice`).
    open var orientation: UIDeviceOrientation {
        if let turnedOrientation { return turnedOrientation }
        let size = UIScreen.main.bounds.size
        return size.height >= size.width ? .portrait : .landscapeLeft
    }
    /// The orientation a test turned the device to; nil: the main screen's.
    /// Setting it posts ``orientationDidChangeNotification`` while
    /// notifications are generated and the orientation changes.
    package var turnedOrientation: UIDeviceOrientation? {
        didSet {
            guard isGeneratingDeviceOrientationNotifications, oldValue != turnedOrientation else { return }
            NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
        }
    }
    /// Posted when the device's orientation changes (only while
    /// ``isGeneratingDeviceOrientationNotifications``): in Tandem, when a test turns it.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// An identifier for this app on this device: made once per run of the process.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()
    /// Whether the device runs several apps at once; true.
    open var isMultitaskingSupported: Bool { true }

    /// Whether orientation notifications are being generated (after
    /// ``beginGeneratingDeviceOrientationNotifications()``).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Starts orientation notifications (posted when a test turns the device: a Linux machine does not turn).
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Whether the battery is monitored; false by default.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge from 0 to 1; -1 when unknown (always in Tandem).
    open var batteryLevel: Float { -1 }
    /// The battery's state; unknown (always in Tandem).
    open var batteryState: BatteryState { .unknown }
    /// Whether proximity is monitored (the sensor does not exist; setting it has no effect).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether something is near the screen; false.
    open var proximityState: Bool { false }

    /// Plays the keyboard click (a no-op: Tandem plays no sounds).
    open func playInputClick() {}
}

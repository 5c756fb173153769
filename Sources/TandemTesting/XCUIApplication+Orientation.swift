import Foundation
import TandemUIKit

extension XCUIApplication {
    /// A launched application, held weakly.
    private final class Launched {
        weak var application: XCUIApplication?
        init(_ application: XCUIApplication) { self.application = application }
    }

    /// The applications launched and not terminated (the device turns their windows).
    @MainActor private static var launched: [Launched] = []

    /// Notes that `application` runs in a window of its own now.
    static func noteLaunch(of application: XCUIApplication) {
        launched.removeAll { $0.application == nil || $0.application === application }
        launched.append(Launched(application))
    }

    /// Notes that `application` no longer runs.
    static func noteTermination(of application: XCUIApplication) {
        launched.removeAll { $0.application == nil || $0.application === application }
    }

    /// Turns every running launched application to the device's interface orientation.
    static func applyDeviceOrientation() {
        for application in launched.compactMap(\.application) { application.applyDeviceOrientation() }
    }

    /// Gives the launched window the size and size classes of the device's
    /// interface orientation: the configured size's sides, the longer one
    /// upright in portrait and across in landscape. A phone-sized window
    /// (narrower than 700 points upright) takes an iPhone's size classes:
    /// compact width and regular height upright; compact height across,
    /// with a regular width on the wide (Plus and Max, 414 points and
    /// wider) phones only.
    func applyDeviceOrientation() {
        guard let window = launchedWindow, let root = window.rootViewController else { return }
        let short = min(configuration.size.width, configuration.size.height)
        let long = max(configuration.size.width, configuration.size.height)
        let size: CGSize
        if let orientation = XCUIDevice.interfaceOrientation {
            let landscape = orientation.isLandscape
            size = landscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long)
            if short < 700 {
                root.traitOverrides.horizontalSizeClass = landscape && short >= 414 ? .regular : .compact
                root.traitOverrides.verticalSizeClass = landscape ? .compact : .regular
            }
        } else {
            // Never turned, or turned back to the configuration: as launched.
            guard window.bounds.size != configuration.size else { return }
            size = configuration.size
            root.traitOverrides.horizontalSizeClass = nil
            root.traitOverrides.verticalSizeClass = nil
        }
        if window.bounds.size != size { window.frame = CGRect(origin: window.frame.origin, size: size) }
        InputDriver.settle()
    }
}

import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// `UIDevice.current` answers from the machine and the main screen.
@MainActor
@Suite struct DeviceTests {
    @Test func theDeviceFollowsTheMainScreen() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.systemName == "iOS")
        #expect(device.userInterfaceIdiom == UIScreen.main.traitCollection.userInterfaceIdiom)
        #expect(device.model == (device.userInterfaceIdiom == .pad ? "iPad" : "iPhone"))
        let size = UIScreen.main.bounds.size
        #expect(device.orientation == (size.height >= size.width ? .portrait : .landscapeLeft))
        #expect(device.orientation.isValidInterfaceOrientation)
        #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(!device.name.isEmpty)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = false
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }
}

// Stand-ins for Foundation API that Linux's Foundation does not have (an
// edit Linux forces), added to the apps that use it by
// scripts/check-swiftui-apps.sh. Not part of Tandem.
import Foundation

extension URL {
    /// The user's Application Support folder (Apple's Foundation, macOS 13/iOS 16).
    static var applicationSupportDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    }
}

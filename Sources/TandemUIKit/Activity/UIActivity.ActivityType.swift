import Foundation

extension UIActivity {
    /// The identifier of a kind of activity, with UIKit's names for the system's.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        /// The identifier.
        public let rawValue: String

        /// Creates a type named `rawValue` (your own activities' types are reverse-DNS names).
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a type named `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Copies the items' text and links (offered by Tandem's stand-in sheet).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Sends the items by Mail (not offered on Linux).
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Sends the items in Messages (not offered on Linux).
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Prints the items (not offered on Linux).
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Sends the items with AirDrop (not offered on Linux).
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Adds the items to the reading list (not offered on Linux).
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Assigns an image to a contact (not offered on Linux).
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saves an image to Photos (not offered on Linux).
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Opens the items in iBooks (not offered on Linux).
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up the items as a PDF (not offered on Linux).
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}

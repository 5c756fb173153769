import Foundation
import Testing
import XCTest

/// Records a failure in whichever test framework runs the caller: Swift
/// Testing inside a `@Test`, XCTest otherwise. (XCUITest's calls take no
/// source location; the message says which element and action failed.)
enum TestFailure {
    static func record(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}

import Foundation
import Testing
import UIKit

/// `tandemVersion` is readable through `import UIKit` and names the newest
/// release in CHANGELOG.md.
@Suite struct TandemVersionTests {
    @Test func versionIsReadableAndOrdered() {
        #expect(tandemVersion.description == "\(tandemVersion.major).\(tandemVersion.minor).\(tandemVersion.patch)")
        #expect(TandemVersion(0, 9, 9) < TandemVersion(1, 0, 0))
        #expect(TandemVersion(1, 2, 3) < TandemVersion(1, 3, 0))
        #expect(tandemVersion >= TandemVersion(0, 1, 0))
    }

    @Test func versionIsTheChangelogsNewestRelease() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // The first release heading: "## 0.1.0 — ...".
        let heading = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true })
        let newest = heading.dropFirst(3).prefix { $0.isNumber || $0 == "." }
        #expect(String(newest) == tandemVersion.description)
    }
}

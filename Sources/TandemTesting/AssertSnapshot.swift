import Foundation
public import TandemSwiftUI
public import TandemUIKit
import Testing
import XCTest

/// Checks a UIKit view against reference snapshots stored beside the test
/// file, one per variant: its pixels (`.image`), its accessibility tree
/// (`.accessibility`) or its view hierarchy (`.hierarchy`).
///
/// A view in no window is shown on its own at its frame's size (or the
/// variant's), with the variant's scale, appearance and text size; a view in
/// a window is taken where it is. A missing reference is recorded and the
/// check fails; with `record` (or `TANDEM_RECORD_SNAPSHOTS=1`) every
/// reference is recorded and the check fails. A mismatch fails with the
/// paths of the actual snapshot and, for images, a picture of the
/// difference, written next to the reference. See docs/Testing.md.
@MainActor
public func assertSnapshot(
    of view: UIView, as format: SnapshotFormat = .image, named name: String? = nil,
    variants: [SnapshotVariant] = [.standard], tolerance: SnapshotTolerance = .exact, record: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(
        format: format, name: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
        function: function, line: line, column: column
    )
    .check(.view(view), variants: variants)
}

/// Checks a view controller against reference snapshots (see
/// ``assertSnapshot(of:as:named:variants:tolerance:record:fileID:filePath:function:line:column:)``):
/// it is shown as a window's root, at its preferred content size or the
/// variant's (an iPhone's 390×844 points when neither is given).
@MainActor
public func assertSnapshot(
    of controller: UIViewController, as format: SnapshotFormat = .image, named name: String? = nil,
    variants: [SnapshotVariant] = [.standard], tolerance: SnapshotTolerance = .exact, record: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(
        format: format, name: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
        function: function, line: line, column: column
    )
    .check(.controller(controller), variants: variants)
}

/// Checks a SwiftUI view against reference snapshots: it is hosted in a
/// `UIHostingController` at the variant's size, or at its ideal size in an
/// iPhone's 390-point width (the whole 390×844 screen when it fills any height).
@MainActor
public func assertSnapshot<Content: View>(
    of view: Content, as format: SnapshotFormat = .image, named name: String? = nil,
    variants: [SnapshotVariant] = [.standard], tolerance: SnapshotTolerance = .exact, record: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    let assertion = SnapshotAssertion(
        format: format, name: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
        function: function, line: line,
        column: column)
    for variant in variants {
        let hosting = UIHostingController(rootView: view)
        if variant.size == nil {
            let ideal = hosting.sizeThatFits(in: CGSize(width: SnapshotSubject.defaultSize.width, height: 100_000))
            hosting.preferredContentSize =
                ideal.height >= 100_000 || ideal.height < 1
                ? SnapshotSubject.defaultSize : CGSize(width: SnapshotSubject.defaultSize.width, height: ideal.height)
        }
        assertion.check(.controller(hosting), variants: [variant])
    }
}

/// Checks an element of a running application against a reference
/// snapshot: its pixels as drawn now, its accessibility subtree, or the
/// hierarchy of the view it is in (variants other than the name do not apply).
@MainActor
public func assertSnapshot(
    of element: XCUIElement, as format: SnapshotFormat = .image, named name: String? = nil,
    tolerance: SnapshotTolerance = .exact, record: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion(
        format: format, name: name, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
        function: function, line: line, column: column
    )
    .check(.element(element), variants: [.standard])
}

/// One call's settings, and the check of its subject for each variant.
@MainActor
struct SnapshotAssertion {
    let format: SnapshotFormat
    let name: String?
    let tolerance: SnapshotTolerance
    let record: Bool
    let fileID: String
    let filePath: StaticString
    let function: String
    let line: UInt
    let column: UInt

    func check(_ subject: SnapshotSubject, variants: [SnapshotVariant]) {
        let path = "\(filePath)"
        let key = path + "#" + function
        for variant in variants {
            let url = SnapshotStore.referenceURL(
                filePath: path, function: function, name: name, variant: variant, format: format, counterKey: key)
            guard let value = subject.record(format, variant) else {
                fail("Could not take the snapshot \(url.lastPathComponent): the subject has nothing to draw")
                continue
            }
            if let failure = SnapshotStore.check(
                value, at: url, tolerance: tolerance, recording: record || SnapshotStore.recordsByEnvironment)
            {
                fail(failure)
            }
        }
    }

    private func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

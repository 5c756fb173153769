import Foundation
import TandemGraphics
import TandemSupport
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Fonts an app brings (Info.plist's `UIAppFonts`) are registered at launch
/// and found by their names, as on iOS. The fixture is DejaVu Sans renamed
/// "Tandem Fixture Sans" (Fonts/README.md): no system has it installed.
@MainActor
@Suite struct AppFontsTests {
    @Test func aListedFontFileIsFoundByItsFamilyAndPostScriptNames() throws {
        let url = try #require(Bundle.module.url(forResource: "TandemFixtureSans", withExtension: "ttf"))
        // The only test that registers the fixture: before it, the name is unknown.
        #expect(UIFont(name: "TandemFixtureSans-Regular", size: 17) == nil)
        let text = "Hamburgefonstiv 0123"
        let before = (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width

        let families = AppFonts.register([url.lastPathComponent], in: [url.deletingLastPathComponent()])
        #expect(families == ["Tandem Fixture Sans"])
        let font = try #require(UIFont(name: "TandemFixtureSans-Regular", size: 17))
        #expect(font.familyName == "Tandem Fixture Sans")
        #expect(UIFont(name: "Tandem Fixture Sans", size: 17) != nil)
        #expect(UIFont.familyNames.contains("Tandem Fixture Sans"))
        #expect(UIFont.fontNames(forFamilyName: "Tandem Fixture Sans") == ["TandemFixtureSans-Regular"])
        // Its own glyphs are drawn: the text measures as DejaVu Sans (the
        // fixture's source) does, not as the system font.
        let fixture = (text as NSString).size(withAttributes: [.font: font]).width
        let source = try #require(UIFont(name: "DejaVu Sans", size: 17))
        let dejaVu = (text as NSString).size(withAttributes: [.font: source]).width
        #expect(abs(fixture - dejaVu) < 0.01)
        #expect(abs(fixture - before) > 1)
    }

    @Test func familiesListTheirFacesByPostScriptName() {
        let faces = UIFont.fontNames(forFamilyName: "DejaVu Sans")
        #expect(faces.contains("DejaVuSans-Regular") && faces.contains("DejaVuSans-BoldItalic"))
        for name in faces { #expect(UIFont(name: name, size: 12)?.familyName == "DejaVu Sans", "\(name)") }
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }

    @Test func aMissingFileOrOneThatIsNoFontIsReportedAndLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
        var families: [String] = []
        let messages = diagnostics {
            families = AppFonts.register(["Missing.otf", "Broken.ttf"], in: [folder])
        }
        #expect(families.isEmpty)
        #expect(messages.contains { $0.contains("Missing.otf") && $0.contains("not in the app's resources") })
        #expect(messages.contains { $0.contains("Broken.ttf") && $0.contains("not a font file") })
    }
}

import Foundation
import TandemGraphics
import Testing

/// Fonts named as iOS code names them: families, PostScript names, and
/// iOS's own faces by their metric-compatible Liberation stand-ins.
@Suite struct FontFaceNameTests {
    @Test func familiesAndPostScriptNamesNameInstalledFaces() throws {
        let family = try #require(TextFont(name: "DejaVu Sans", size: 12))
        #expect(family.family == "DejaVu Sans" && family.weight == .regular)
        let bold = try #require(TextFont(name: "DejaVuSans-BoldOblique", size: 12))
        #expect(bold.family == "DejaVu Sans" && bold.weight == .bold && bold.isItalic)
        #expect(bold.postScriptName == "DejaVuSans-BoldItalic")
        #expect(TextFont(name: bold.postScriptName, size: 12) == bold)
        #expect(TextFont(name: "Inter-Semibold", size: 12)?.weight == .semibold)
        #expect(TextFont(name: "NoSuchFamily", size: 12) == nil)
        #expect(TextFont(name: "DejaVuSans-Wobbly", size: 12) == nil)
        #expect(TextFont(name: "-Bold", size: 12) == nil)
    }

    @Test func iOSsOwnFacesAreTheirLiberationStandIns() throws {
        try #require(TextFont.isInstalled(family: "Liberation Sans"), "scripts/deps.sh installs fonts-liberation2")
        let arial = try #require(TextFont(name: "Arial", size: 16))
        #expect(arial.family == "Liberation Sans")
        #expect(TextFont(name: "ArialMT", size: 16)?.family == "Liberation Sans")
        let boldArial = try #require(TextFont(name: "Arial-BoldMT", size: 16))
        #expect(boldArial.family == "Liberation Sans" && boldArial.weight == .bold)
        #expect(TextFont(name: "HelveticaNeue-Medium", size: 14)?.weight == .medium)
        #expect(TextFont(name: "Helvetica Neue", size: 14)?.family == "Liberation Sans")
        #expect(TextFont(name: "TimesNewRomanPS-ItalicMT", size: 14)?.family == "Liberation Serif")
        #expect(TextFont(name: "TimesNewRomanPS-ItalicMT", size: 14)?.isItalic == true)
        #expect(TextFont(name: "Courier New", size: 14)?.family == "Liberation Mono")
        // Metric-compatible: Arial's advance widths (4,667 units of 2,048 for "Hello"), as on iOS.
        let width = TextLayout.measure(AttributedText("Hello", font: try #require(TextFont(name: "Arial", size: 12))))
            .size.width
        #expect(abs(width - 27.35) < 0.6)
    }
}

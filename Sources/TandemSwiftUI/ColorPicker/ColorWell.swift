import Foundation
import TandemUIKit

/// A color picker's well: a 28-point ring of the hues, a gap of the
/// background, and the selected color inside; a tap opens the menu of the
/// system colors.
struct ColorWell: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool

    /// The colors the menu offers, by name.
    static let palette: [(name: String, color: Color)] = [
        ("Black", .black), ("White", .white), ("Gray", .gray), ("Red", .red), ("Orange", .orange),
        ("Yellow", .yellow), ("Green", .green), ("Mint", .mint), ("Teal", .teal), ("Cyan", .cyan),
        ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
    ]

    var body: some View {
        Menu {
            ForEach(Self.palette, id: \.name) { entry in
                Button(entry.name) { choose(entry.color) }
            }
        } label: {
            ZStack {
                Circle().fill(
                    AngularGradient(
                        colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
                Circle().fill(Color(UIColor.systemBackground)).frame(width: 22, height: 22)
                Circle().fill(selection.wrappedValue).frame(width: 18, height: 18)
            }
            .frame(width: 28, height: 28)
        }
        .accessibilityLabel("Color")
    }

    private func choose(_ color: Color) {
        guard !supportsOpacity else {
            selection.wrappedValue = color
            return
        }
        selection.wrappedValue = Color(color.uiColor.withAlphaComponent(1))
    }
}

import Foundation

/// A ``ContentUnavailableView``'s label: the icon large and secondary, over the title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}

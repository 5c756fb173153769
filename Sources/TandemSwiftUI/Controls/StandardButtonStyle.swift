/// One of the standard looks (tinted, plain...) as a button style: what
/// the built-in primitive styles' bodies put on the button they make.
struct StandardButtonStyle: ButtonStyle {
    let kind: StandardButtonBody.Kind

    func makeBody(configuration: Configuration) -> some View {
        StandardButtonBody(configuration: configuration, kind: kind)
    }
}

extension StandardButtonStyle: StandardButtonAppearance {
    var standardKind: StandardButtonBody.Kind { kind }
}

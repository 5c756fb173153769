import UIKit

/// A login screen written as UIKit apps write one: two fields, a button
/// that checks them, an alert when they are wrong, a pushed screen when right.
final class LoginViewController: UIViewController {
    let username = UITextField()
    let password = UITextField()
    let login = UIButton(type: .system)
    let remember = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        view.backgroundColor = .systemBackground
        username.placeholder = "Username"
        username.accessibilityIdentifier = "username"
        username.borderStyle = .roundedRect
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.borderStyle = .roundedRect
        login.setTitle("Log In", for: .normal)
        login.addAction(UIAction { [unowned self] _ in self.check() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [username, password, remember, login])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }

    private func check() {
        guard password.text == "secret" else {
            let alert = UIAlertController(title: "Login failed", message: "Wrong password", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        let welcome = UIViewController()
        welcome.title = "Welcome"
        welcome.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 30))
        label.text = "Welcome, \(username.text ?? "")"
        welcome.view.addSubview(label)
        navigationController?.pushViewController(welcome, animated: true)
    }
}

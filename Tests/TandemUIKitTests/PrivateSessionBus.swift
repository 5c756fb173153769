import Foundation

/// A D-Bus session bus of the test's own (`dbus-daemon --session`), in a
/// fresh runtime folder, so that the accessibility bus at-spi2-core's
/// launcher starts on it (and its registry) belong to the test alone.
///
/// The daemon is spawned in a process group of its own with no signal
/// blocked (a test thread blocks some, and a child inherits its mask: the
/// launcher could then not stop the accessibility bus); what it starts
/// joins that group, and ``stop()`` ends the whole group.
struct PrivateSessionBus {
    /// Why the bus could not start.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The address to give `DBUS_SESSION_BUS_ADDRESS`.
    let address: String
    /// The environment a client of the bus runs in: the process's, with the bus and the runtime folder.
    let environment: [String: String]
    private let group: pid_t
    private let runtimeFolder: URL

    /// The programs the bus and the accessibility bus need (Debian's dbus-daemon and at-spi2-core).
    static let requiredPrograms = ["/usr/bin/dbus-daemon", "/usr/libexec/at-spi-bus-launcher", "/usr/bin/python3"]

    /// Starts the daemon and reads its address; throws, saying what to install, when it cannot.
    init() throws {
        let missing = Self.requiredPrograms.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        guard missing.isEmpty else {
            throw Failure(
                description: "cannot start a session bus: \(missing.joined(separator: ", ")) missing "
                    + "(scripts/deps.sh installs dbus-daemon, at-spi2-core and python3-pyatspi)")
        }
        runtimeFolder = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: runtimeFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var environment = ProcessInfo.processInfo.environment
        // The launcher puts the accessibility bus's socket here, not in the user's ~/.cache;
        // GSettings is asked nothing of a desktop's dconf.
        environment["XDG_RUNTIME_DIR"] = runtimeFolder.path
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["NO_AT_BRIDGE"] = nil
        let (pid, output) = try Self.spawn(
            ["/usr/bin/dbus-daemon", "--session", "--nofork", "--print-address=1"], environment: environment)
        group = pid
        // The address is the first line; the pipe ends (empty read) if the daemon dies first.
        var text = ""
        while !text.contains("\n") {
            let chunk = output.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        try? output.close()
        address = text.split(separator: "\n").first.map(String.init) ?? ""
        guard !address.isEmpty else {
            Self.end(group: pid)
            throw Failure(description: "dbus-daemon --session printed no address")
        }
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        self.environment = environment
    }

    /// Ends the daemon and everything it started (the launcher, the
    /// accessibility bus, the registry) and removes the runtime folder.
    func stop() {
        Self.end(group: group)
        try? FileManager.default.removeItem(at: runtimeFolder)
    }

    /// Kills process group `group` and reaps its leader.
    private static func end(group: pid_t) {
        kill(-group, SIGKILL)
        var status: Int32 = 0
        waitpid(group, &status, 0)
    }

    /// Spawns `arguments` as the leader of a new process group with an
    /// empty signal mask and default signal actions, its standard output a
    /// pipe (returned) and its standard error discarded.
    private static func spawn(_ arguments: [String], environment: [String: String]) throws -> (pid_t, FileHandle) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed: errno \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + envp { free(string) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            throw Failure(description: "cannot run \(arguments[0]): error \(status)")
        }
        return (pid, FileHandle(fileDescriptor: fds[0], closeOnDealloc: true))
    }
}

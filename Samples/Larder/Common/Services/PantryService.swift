//
//  PantryService.swift
//  Larder
//

import Foundation
import UserNotifications

/// What is in the cupboards and when it runs out.
final class PantryService {

    private let api: APIClient
    private let notifications: UNUserNotificationCenter

    init(api: APIClient, notifications: UNUserNotificationCenter = .current()) {
        self.api = api
        self.notifications = notifications
    }

    func fetchSections(_ resource: String, completion: @escaping (Result<[[ListItem]], Error>) -> Void) {
        api.get("pantry/\(resource)/sections", as: [[ListItem]].self, completion: completion)
    }

    /// Runs an action on a resource and hands back the id of what it made or changed.
    func perform(_ action: String, on resource: String, completion: @escaping (Result<String, Error>) -> Void) {
        api.post("pantry/\(resource)/\(action)", as: String.self, completion: completion)
    }

    /// Reschedules the "use it up" reminders: one a day before each item's best-before date.
    func refreshExpiryReminders() {
        fetchSections("expiring-soon") { [weak self] result in
            guard let self, case .success(let sections) = result else { return }
            self.notifications.removeAllPendingNotificationRequests()
            for item in sections.flatMap({ $0 }) {
                let content = UNMutableNotificationContent()
                content.title = item.title
                content.body = item.subtitle ?? ""
                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 24 * 60 * 60, repeats: false)
                self.notifications.add(UNNotificationRequest(identifier: item.id, content: content, trigger: trigger))
            }
        }
    }
}

//
//  MainTabsScope.swift
//  Social
//

import UIKit

enum MainTabs {}

extension MainTabs {
    enum Tab: Int, CaseIterable {
        case feed, inbox, profile

        var title: String {
            switch self {
            case .feed: return "Feed"
            case .inbox: return "Inbox"
            case .profile: return "Me"
            }
        }

        var icon: UIImage? {
            switch self {
            case .feed: return UIImage(systemName: "house")
            case .inbox: return UIImage(systemName: "bubble.left.and.bubble.right")
            case .profile: return UIImage(systemName: "person.crop.circle")
            }
        }
    }
}

//
//  UserProfileViewController.swift
//  Social
//

import UIKit

final class UserProfileViewController: BaseViewController {

    var presenter: UserProfilePresenter!

    private let nameLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        followButton.addTarget(self, action: #selector(follow), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "paperplane"), style: .plain, target: self, action: #selector(message))
        presenter.viewDidLoad()
    }

    func show(username: String, isFollowing: Bool) {
        nameLabel.text = "@\(username)"
        let title = isFollowing ? PostsFeed.Strings.unfollowActionTitle : PostsFeed.Strings.followActionTitle
        followButton.setTitle(title.localized, for: .normal)
    }

    @objc private func follow() { presenter.didTapFollow() }
    @objc private func message() { presenter.didTapMessage() }
}

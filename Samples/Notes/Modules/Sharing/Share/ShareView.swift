//
//  ShareView.swift
//  Notes
//

import UIKit

final class ShareView: UIViewController {

    var presenter: SharePresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 320, height: 240)
        presenter?.viewDidLoad()
    }

    func showActivities(for items: [Any]) {
        let activities = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activities.view.frame = view.bounds
        view.addSubview(activities.view)
    }
}

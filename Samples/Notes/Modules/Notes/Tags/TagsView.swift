//
//  TagsView.swift
//  Notes
//
//  Created from the VIPER module template.
//

import UIKit

protocol TagsPresenterToView: AnyObject {}

final class TagsView: UIViewController, Viewable {

    typealias Presenter = TagsViewToPresenter

    var presenter: Presenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = <#title#>
    }
}

extension TagsView: TagsPresenterToView {}

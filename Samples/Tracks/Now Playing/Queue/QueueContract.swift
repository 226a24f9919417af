//
//  QueueContract.swift
//  Tracks
//

import UIKit

protocol QueuePresenting: AnyObject {
    func viewDidLoad()
    func didTapDone()
}

protocol QueueViewing: AnyObject {
    func show(titles: [String])
}

protocol QueueRouting: AnyObject {
    func close()
}

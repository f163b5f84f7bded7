-- DO NOTHING rather than DO UPDATE: an operator's later rename or reordering survives restarts.
INSERT INTO sports (id, name, sort_order) VALUES
  (1,  'Football',     1),
  (2,  'Tennis',       2),
  (3,  'Cricket',      3),
  (25, 'Kabaddi',      25),
  (26, 'Horse Racing', 26)
ON CONFLICT (id) DO NOTHING;
